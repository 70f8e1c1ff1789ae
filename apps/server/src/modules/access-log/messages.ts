// The access log's refusals, in the caller's language.
export const accessLogMessages = {
  en: {
    notAMember: 'Account activity is available for a member account only.',
    badCursor: 'The page cursor is not valid. Load the activity again from the start.',
  },
  es: {
    notAMember: 'La actividad de la cuenta solo está disponible para una cuenta de miembro.',
    badCursor: 'El cursor de página no es válido. Vuelva a cargar la actividad desde el principio.',
  },
} as const;
