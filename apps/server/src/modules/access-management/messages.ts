// Access management's refusals, in the caller's language.
export const accessManagementMessages = {
  en: {
    unknownEmail: 'No account has this email address.',
    memberAccount: "This account belongs to a member; members can't be given the customer service role.",
    unknownAccount: 'No staff account has this id.',
    ownRole: "You can't revoke your own customer service role. Ask another administrator.",
    unknownMember: 'No member has this key.',
    badRange: 'The date range is not valid: use real dates, from on or before to.',
    rangeTooLong: 'The date range is too long: export at most 366 days at a time.',
    badCursor: 'The page cursor is not valid. Load the events again from the start.',
  },
  es: {
    unknownEmail: 'Ninguna cuenta tiene esta dirección de correo electrónico.',
    memberAccount: 'Esta cuenta pertenece a un miembro; a los miembros no se les puede dar el rol de servicio al cliente.',
    unknownAccount: 'Ninguna cuenta del personal tiene este identificador.',
    ownRole: 'No puede revocar su propio rol de servicio al cliente. Pídaselo a otro administrador.',
    unknownMember: 'Ningún miembro tiene esta clave.',
    badRange: 'El rango de fechas no es válido: use fechas reales, con la fecha inicial igual o anterior a la final.',
    rangeTooLong: 'El rango de fechas es demasiado largo: exporte como máximo 366 días a la vez.',
    badCursor: 'El cursor de página no es válido. Vuelva a cargar los eventos desde el principio.',
  },
} as const;
