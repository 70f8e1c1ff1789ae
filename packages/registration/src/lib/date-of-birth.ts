/** The stored 'yyyy-mm-dd' back as the form's mm/dd/yyyy ('' when none). */
export function dateOfBirthForForm(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}
