// The sign-in pages' words in English and Spanish, and how the language is
// chosen: ?lang= (the switch link), then the ui_locales parameter of the
// authorization request, then Accept-Language, then English.
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

export const texts = {
  en: {
    signInTitle: 'Sign in',
    signInIntro: (partner: string) => `Sign in to your ${partner} member account.`,
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    incorrect: 'The email or password is incorrect.',
    missingFields: 'Enter your email and password.',
    languageName: 'English',
    backToSite: (partner: string) => `Back to ${partner}`,
    signingOutTitle: 'Signing out',
    signingOut: 'Signing you out…',
    signOut: 'Sign out',
    signedOutTitle: 'Signed out',
    signedOut: 'You are signed out.',
    expiredTitle: 'Sign-in expired',
    expired: 'This sign-in page has expired. Please start again.',
    startAgain: 'Sign in again',
    errorTitle: 'Sign-in problem',
    error: 'Something went wrong with signing in. Please try again.',
    forgotPassword: 'Forgot password?',
    noAccount: 'New to the member site?',
    register: 'Register',
    ttyPhone: 'TTY',
    hours: 'Hours',
  },
  es: {
    signInTitle: 'Iniciar sesión',
    signInIntro: (partner: string) => `Inicie sesión en su cuenta de miembro de ${partner}.`,
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    incorrect: 'El correo electrónico o la contraseña son incorrectos.',
    missingFields: 'Ingrese su correo electrónico y su contraseña.',
    languageName: 'Español',
    backToSite: (partner: string) => `Volver a ${partner}`,
    signingOutTitle: 'Cerrando sesión',
    signingOut: 'Cerrando su sesión…',
    signOut: 'Cerrar sesión',
    signedOutTitle: 'Sesión cerrada',
    signedOut: 'Su sesión está cerrada.',
    expiredTitle: 'Inicio de sesión vencido',
    expired: 'Esta página de inicio de sesión ha vencido. Vuelva a empezar.',
    startAgain: 'Iniciar sesión de nuevo',
    errorTitle: 'Problema al iniciar sesión',
    error: 'Se produjo un error al iniciar sesión. Inténtelo de nuevo.',
    forgotPassword: '¿Olvidó su contraseña?',
    noAccount: '¿Es nuevo en el sitio para miembros?',
    register: 'Registrarse',
    ttyPhone: 'TTY',
    hours: 'Horario',
  },
} as const satisfies Record<Language, Record<string, string | ((partner: string) => string)>>;

export type Texts = (typeof texts)[Language];

function firstSupported(candidates: ReadonlyArray<string | undefined>): Language | undefined {
  for (const candidate of candidates) {
    const primary = candidate?.trim().toLowerCase().split(/[-_]/)[0];
    if ((languages as readonly string[]).includes(primary ?? '')) return primary as Language;
  }
  return undefined;
}

/** Accept-Language entries ordered by quality. */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { tag: tag ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

export function chooseLanguage(choice: {
  explicit?: string | undefined;
  uiLocales?: string | undefined;
  acceptLanguage?: string | undefined;
}): Language {
  return (
    firstSupported([choice.explicit]) ??
    firstSupported(choice.uiLocales?.split(' ') ?? []) ??
    firstSupported(acceptedLanguages(choice.acceptLanguage)) ??
    'en'
  );
}
