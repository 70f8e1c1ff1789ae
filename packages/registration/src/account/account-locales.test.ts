import { describe, expect, it } from 'vitest';
import en from '../i18n/account.en.json';
import es from '../i18n/account.es.json';

type Messages = { [key: string]: string | Messages };

function leaves(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe("the 'account' namespace", () => {
  it('has every English key in Spanish, and no other', () => {
    expect(leaves(es as Messages).map(([key]) => key).sort()).toEqual(leaves(en as Messages).map(([key]) => key).sort());
  });

  it('uses the same {{placeholders}} in both languages, and no empty text', () => {
    const spanish = new Map(leaves(es as Messages));
    for (const [key, text] of leaves(en as Messages)) {
      expect(placeholders(spanish.get(key) ?? ''), key).toEqual(placeholders(text));
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('words the §8 texts as the spec does', () => {
    expect(en.security.changePassword.failed).toBe('There was an error while updating your password. Check your internet connection.');
    expect(en.security.changeEmail.requestFailed).toBe('An error occurred while sending the one time passcode.');
    expect(en.security.changeEmail.incorrect).toBe('The one-time passcode is incorrect.');
    expect(en.security.changeEmail.updateFailed).toBe('An error occurred while updating the email address.');
    expect(en.connecting.failure.title).toBe('Error connecting account');
    expect(en.connecting.failure.body).toBe('Could not add member data at this time.');
    expect(en.existingAccount.body).toBe("You already have an account with this email. Sign in and we'll connect your policies.");
    expect(en.noPolicy.question).toBe('Do you have a dental or vision plan with us?');
  });
});
