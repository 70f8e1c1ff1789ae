// The API's answer (401) to a token whose session was ended: signed out,
// password changed or reset, CSR role revoked.
export const sessionEndedMessages = {
  en: 'Your session has ended. Please sign in again.',
  es: 'Su sesión ha terminado. Vuelva a iniciar sesión.',
} as const;
