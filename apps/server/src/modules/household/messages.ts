// The household module's refusals, in the caller's language.
export const householdMessages = {
  en: {
    notAMember: 'Claim sharing is available for a member account only.',
    notADependent: 'Only an adult dependent with their own account shares their claims.',
    notByCustomerService: 'Only the dependent can change whom they share their claims with.',
  },
  es: {
    notAMember: 'Compartir reclamaciones solo está disponible para una cuenta de miembro.',
    notADependent: 'Solo un dependiente adulto con su propia cuenta comparte sus reclamaciones.',
    notByCustomerService: 'Solo el dependiente puede cambiar con quién comparte sus reclamaciones.',
  },
} as const;
