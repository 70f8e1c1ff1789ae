// Texts of the masked-input stories in both toolbar languages (callers translate).
export const maskedInputTexts = {
  en: {
    phone: 'Phone number',
    phoneHint: '(###) ###-####',
    phoneError: 'Enter a valid 10-digit phone number',
    date: 'Date of birth',
    dateHint: 'mm/dd/yyyy',
    dateError: 'Please enter your date of birth.',
    zip: 'Zip code',
    zipHint: '12345 or 12345-6789',
    zipError: 'Please enter a 5 digit zip code',
    optional: '(Optional)',
  },
  es: {
    phone: 'Número de teléfono',
    phoneHint: '(###) ###-####',
    phoneError: 'Ingrese un número de teléfono válido de 10 dígitos',
    date: 'Fecha de nacimiento',
    dateHint: 'mm/dd/aaaa',
    dateError: 'Ingrese su fecha de nacimiento.',
    zip: 'Código postal',
    zipHint: '12345 o 12345-6789',
    zipError: 'Ingrese un código postal de 5 dígitos',
    optional: '(Opcional)',
  },
};

export const maskedInputTextsFor = (globals: Record<string, unknown>) =>
  maskedInputTexts[globals.locale === 'es' ? 'es' : 'en'];
