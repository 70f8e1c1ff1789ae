// The second-factor sign-in pages' words in English and Spanish.
import type { Language } from '../texts.ts';

export const secondFactorTexts = {
  en: {
    codeTitle: 'Two-step verification',
    codeIntro: 'Enter the 6-digit code from your authenticator app.',
    code: 'Code',
    codeHint: 'Lost your phone? Enter one of your recovery codes instead (for example abcd-efgh-jk). Each works once.',
    verify: 'Verify',
    incorrect: 'That code is not right or was already used. Please try again.',
    missing: 'Enter the code.',
    enrollTitle: 'Set up an authenticator app',
    enrollIntro: 'Customer service accounts must use a second step to sign in. Set up an authenticator app now.',
    enrollScan: '1. Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password).',
    qrLabel: 'QR code for your authenticator app',
    enrollManual: 'Cannot scan it? Enter this key in the app instead:',
    enrollCode: '2. Enter the 6-digit code the app shows.',
    recoveryTitle: 'Save your recovery codes',
    recoveryIntro:
      'If you lose your phone, each of these codes signs you in once instead of an authenticator code. Keep them somewhere safe: they are shown only now.',
    recoverySaved: 'I saved them',
    signInAgain: 'Sign in again',
    passkeyInstead: 'You have a passkey: you can sign in with it instead of setting up an app.',
    usePasskey: 'Sign in with your passkey',
  },
  es: {
    codeTitle: 'Verificación en dos pasos',
    codeIntro: 'Ingrese el código de 6 dígitos de su aplicación de autenticación.',
    code: 'Código',
    codeHint: '¿Perdió su teléfono? Ingrese uno de sus códigos de recuperación (por ejemplo abcd-efgh-jk). Cada uno sirve una vez.',
    verify: 'Verificar',
    incorrect: 'Ese código no es correcto o ya se usó. Inténtelo de nuevo.',
    missing: 'Ingrese el código.',
    enrollTitle: 'Configure una aplicación de autenticación',
    enrollIntro: 'Las cuentas de servicio al cliente deben usar un segundo paso para iniciar sesión. Configure ahora una aplicación de autenticación.',
    enrollScan: '1. Escanee este código QR con una aplicación de autenticación (por ejemplo Google Authenticator, Microsoft Authenticator o 1Password).',
    qrLabel: 'Código QR para su aplicación de autenticación',
    enrollManual: '¿No puede escanearlo? Ingrese esta clave en la aplicación:',
    enrollCode: '2. Ingrese el código de 6 dígitos que muestra la aplicación.',
    recoveryTitle: 'Guarde sus códigos de recuperación',
    recoveryIntro:
      'Si pierde su teléfono, cada uno de estos códigos le permite iniciar sesión una vez en lugar de un código de autenticación. Guárdelos en un lugar seguro: solo se muestran ahora.',
    recoverySaved: 'Ya los guardé',
    signInAgain: 'Iniciar sesión de nuevo',
    passkeyInstead: 'Usted tiene una llave de acceso: puede iniciar sesión con ella en lugar de configurar una aplicación.',
    usePasskey: 'Iniciar sesión con su llave de acceso',
  },
} as const satisfies Record<Language, Record<string, string>>;
