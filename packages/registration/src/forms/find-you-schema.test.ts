import { describe, expect, it } from 'vitest';
import { registrationT } from '../test/registration-i18n.ts';
import { schemaErrors } from '../test/schema-errors.ts';
import { createFindYouSchema, toFindMemberInput, type FindYouValues } from './find-you-schema.ts';

const valid: FindYouValues = { firstName: 'Ana', lastName: "O'Neil-Smith", dateOfBirth: '02/29/2024', zipCode: '12345' };

function errorsOf(values: Partial<FindYouValues>, language: 'en' | 'es' = 'en'): Record<string, string> {
  return schemaErrors(createFindYouSchema(registrationT(language)), { ...valid, ...values });
}

describe('find-you schema (§5)', () => {
  it('accepts a member with a leap-day birthday and accented or punctuated names', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ firstName: 'José María', lastName: 'Muñoz, Jr.' })).toEqual({});
  });

  it('asks for each empty field with the §5 message', () => {
    expect(errorsOf({ firstName: ' ', lastName: '', dateOfBirth: '', zipCode: '' })).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      dateOfBirth: 'Please enter your date of birth.',
      zipCode: 'Please enter a 5 digit zip code',
    });
  });

  it.each([
    ['02/29/2023', 'not a leap year'],
    ['02/30/2024', 'February has no 30th'],
    ['04/31/1990', 'April has 30 days'],
    ['13/01/1990', 'no 13th month'],
    ['12/31/1899', 'before 1900'],
    ['01/01/2100', 'after 2099'],
    ['1/2/1990', 'not mm/dd/yyyy'],
    ['01/02/199', 'incomplete'],
  ])("refuses the date %s (%s) with 'Please choose a valid date.'", (dateOfBirth) => {
    expect(errorsOf({ dateOfBirth })).toEqual({ dateOfBirth: 'Please choose a valid date.' });
  });

  it.each(['01/01/1900', '12/31/2099', '02/29/2000'])('accepts the date %s', (dateOfBirth) => {
    expect(errorsOf({ dateOfBirth })).toEqual({});
  });

  it.each(['1234', '123456', 'abcde', '12345-12'])("refuses the ZIP %s with 'Please enter a 5 digit zip code'", (zipCode) => {
    expect(errorsOf({ zipCode })).toEqual({ zipCode: 'Please enter a 5 digit zip code' });
  });

  it('accepts ZIP+4 as the shared ZIP input writes it, and sends the 5 digits', () => {
    expect(errorsOf({ zipCode: '12345-6789' })).toEqual({});
    expect(errorsOf({ zipCode: '12345 6789' })).toEqual({});
    expect(toFindMemberInput({ ...valid, zipCode: '12345-6789' }).zipCode).toBe('12345');
  });

  it('refuses characters a name cannot have', () => {
    expect(errorsOf({ firstName: 'Ana<script>' }).firstName).toMatch(/letters/);
    expect(errorsOf({ lastName: 'x'.repeat(65) }).lastName).toMatch(/letters/);
  });

  it('speaks Spanish to a Spanish reader', () => {
    expect(errorsOf({ dateOfBirth: '02/29/2023', zipCode: '' }, 'es')).toEqual({
      dateOfBirth: 'Elija una fecha válida.',
      zipCode: 'Ingrese un código postal de 5 dígitos',
    });
  });

  it('sends trimmed names and the date as yyyy-mm-dd', () => {
    expect(toFindMemberInput({ firstName: ' Ana ', lastName: 'Diaz ', dateOfBirth: '02/29/2024', zipCode: '12345' })).toEqual({
      firstName: 'Ana',
      lastName: 'Diaz',
      dateOfBirth: '2024-02-29',
      zipCode: '12345',
    });
  });
});
