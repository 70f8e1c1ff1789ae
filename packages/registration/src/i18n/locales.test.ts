import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

type Messages = { [key: string]: string | Messages };

function keys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keys(value, `${prefix}${key}.`),
  );
}

describe("the 'registration' namespace", () => {
  it('has every English key in Spanish, and no other', () => {
    expect(keys(es as Messages).sort()).toEqual(keys(en as Messages).sort());
  });

  it('words the §8 registration texts as the spec does', () => {
    expect(en.weNeedToFindYou.notFound).toBe('Unable to find member');
    expect(en.connect.failed).toBe('Unable to verify additional member identification.');
    expect(en.code.mismatch).toBe("Your code doesn't match our records. Please try again.");
    expect(en.password.alreadyRegistered).toBe('Unable to register, contact customer service');
  });

  it("gives the spec's Spanish for a wrong or expired code and for 'unable to register'", () => {
    expect(es.code.mismatch).toBe(
      'Es posible que haya ingresado un código incorrecto o caducado. Haga clic en "Reenviar código de verificación" para recibir uno nuevo.',
    );
    expect(es.code.resend).toBe('Reenviar código de verificación');
    expect(es.password.alreadyRegistered).toMatch(/^No podemos registrar su cuenta, comuníquese con el servicio de atención al cliente/);
  });
});
