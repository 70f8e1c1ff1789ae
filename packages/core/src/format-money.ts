/** Dollars in the member's language: $1,500.00 (en-US and es-US both write US dollars this way). */
export function formatMoney(amount: number, language: string): string {
  return new Intl.NumberFormat(language.startsWith('es') ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD' }).format(amount);
}
