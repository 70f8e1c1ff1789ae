// A destination as it may be shown or logged (wire sentTo):
// enough to recognise it, not enough to learn it.

/** 'mary@example.com' → 'm•••@example.com'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** '5035551234' → '•••-•••-1234'. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `•••-•••-${digits.slice(-4)}`;
}

export function maskDestination(channel: 'email' | 'text' | 'voice', destination: string): string {
  return channel === 'email' ? maskEmail(destination) : maskPhone(destination);
}
