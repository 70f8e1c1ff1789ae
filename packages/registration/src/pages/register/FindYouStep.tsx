// Step 1 (§2 find-you form, §4): the member is looked up by name, date of
// birth and ZIP. Found → a new registration (its referenceId) and step 2;
// not found (404, §8 'Unable to find member') → the find-you failure page,
// where what was typed waits for a retry; anything else → a message here,
// with the form as it was.
import { accountCallFailure } from '@portal/api-client';
import { routes } from '@portal/core';
import { Spinner } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFindMemberForRegistration } from '../../api/find-member-for-registration.ts';
import { CallFailureAlert } from '../../components/CallFailureAlert/CallFailureAlert.tsx';
import { StepPage } from '../../components/StepPage/StepPage.tsx';
import { toFindMemberInput, type FindYouValues } from '../../forms/find-you-schema.ts';
import { FindYouForm } from '../../forms/FindYouForm/FindYouForm.tsx';
import { dateOfBirthForForm } from '../../lib/date-of-birth.ts';
import { useCallFailure } from '../../lib/use-call-failure.ts';
import { useRegistrationStore, useRegistrationStoreReady } from '../../state/registration-store.ts';

/** Where a dependent who cannot register yet (under 18) leaves their email. */
export const dependentNotifyPath = `${routes.registration.register}?as=dependent&notify=1`;

export function FindYouStep({ registrant = 'member' }: { registrant?: 'member' | 'dependent' }) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const ready = useRegistrationStoreReady();
  const findMember = useFindMemberForRegistration();
  const { failure, clear, show } = useCallFailure();
  const saved = useRegistrationStore((state) => state);

  const submit = async (values: FindYouValues) => {
    clear();
    const input = toFindMemberInput(values);
    try {
      const found = await findMember.mutateAsync(registrant === 'dependent' ? { ...input, registrant } : input);
      const { mode, reset } = useRegistrationStore.getState();
      // A new registration: nothing of an earlier one carries over.
      reset({
        ...input,
        mode,
        referenceId: found.referenceId,
        emailAvailable: found.canVerifyByEmail,
        registrationSubsidiary: found.partner,
        stepDone: 1,
      });
      void navigate(routes.registration.connectYourAccount);
    } catch (error) {
      // A dependent under 18 still cannot have an account: the thank-you page with the email form.
      if (registrant === 'dependent' && accountCallFailure(error).kind === 'forbidden') {
        void navigate(dependentNotifyPath);
        return;
      }
      if (accountCallFailure(error).kind === 'notFound') {
        useRegistrationStore.getState().update({ ...input, showFindYouError: true });
        void navigate(routes.registration.weNeedToFindYou);
        return;
      }
      show(error, t('failures.unexpected'));
    }
  };

  return (
    <StepPage heading={t('findYou.heading')} step={1} intro={t(registrant === 'dependent' ? 'findYou.dependentIntro' : 'findYou.intro')}>
      <CallFailureAlert {...failure} />
      {ready ? (
        <FindYouForm
          initialValues={{
            firstName: saved.firstName,
            lastName: saved.lastName,
            dateOfBirth: dateOfBirthForForm(saved.dateOfBirth),
            zipCode: saved.zipCode,
          }}
          onSubmit={submit}
        />
      ) : (
        <Spinner label={t('loading')} labelVisible />
      )}
      {registrant === 'dependent' ? (
        <p>
          {t('findYou.dependentCannotRegister')} <Link to={dependentNotifyPath}>{t('findYou.dependentNotify')}</Link>
        </p>
      ) : null}
    </StepPage>
  );
}
