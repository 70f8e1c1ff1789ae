import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { featuresWith, spdc } from '../../test/fixtures.ts';
import { renderMember } from '../../test/render-member.tsx';
import { patientDetail, patientDetails } from '../../test/wire-samples.ts';
import { BenefitSnapshot } from './BenefitSnapshot.tsx';

const featuresCall = 'GET /api/alic/features';
const patientsCall = 'POST /api/alic/members/patientDetails';
const selfCall = 'POST /api/alic/members/patientDetails/1';

async function snapshot() {
  return within(await screen.findByRole('region', { name: 'Benefit snapshot' }));
}

describe('BenefitSnapshot', () => {
  it("shows the member's current plan year figures exactly as the API gives them", async () => {
    const { client } = renderMember(<BenefitSnapshot spdc={spdc} />, { routes: { [featuresCall]: featuresWith(), [patientsCall]: patientDetails, [selfCall]: patientDetail } });
    const card = await snapshot();
    const annual = await card.findByRole('meter', { name: 'Annual maximum' });
    expect(annual).toHaveAttribute('aria-valuetext', '$650.00 used of $1,500.00, Remaining: $850.00');
    expect(card.getByRole('meter', { name: 'Deductible' })).toHaveAttribute('aria-valuetext', '$25.00 met of $50.00, Remaining: $25.00');
    expect(card.getByRole('meter', { name: 'Orthodontic lifetime maximum' })).toHaveAttribute('aria-valuetext', '$250.00 used of $1,000.00, Remaining: $750.00');
    expect(card.getByText('$650.00 used of $1,500.00')).toBeVisible();
    expect(card.getByText('Plan year 2026')).toBeInTheDocument();
    // No lifetime maximum on this plan (0): no bar for it.
    expect(card.queryByRole('meter', { name: 'Lifetime maximum' })).not.toBeInTheDocument();
    // The member (SELF) is asked for, not the first patient listed.
    expect(client.calls).toContain(selfCall);
    expect(client.calls).not.toContain('POST /api/alic/members/patientDetails/2');
  });

  it('shows the frequency clocks: last visit and the date each service is covered again', async () => {
    renderMember(<BenefitSnapshot spdc={spdc} />, { routes: { [featuresCall]: featuresWith(), [patientsCall]: patientDetails, [selfCall]: patientDetail } });
    const clocks = within(await (await snapshot()).findByRole('region', { name: 'When services are covered again' }));
    const [cleaning, exam, eyeExam, frames] = clocks.getAllByRole('listitem');
    expect(eyeExam).toHaveTextContent('Eye exam');
    expect(eyeExam).toHaveTextContent('Covered again: 03/01/2027');
    expect(frames).toHaveTextContent('Frames');
    expect(frames).toHaveTextContent('Covered now');
    expect(exam).toHaveTextContent('Dental exam');
    expect(cleaning).toHaveTextContent('Cleaning');
    expect(cleaning).toHaveTextContent('Last visit: 05/14/2026');
    expect(cleaning).toHaveTextContent('Covered again: 11/14/2099');
    expect(exam).toHaveTextContent('No visit on record');
    expect(exam).toHaveTextContent('Covered now');
    expect(exam).not.toHaveTextContent('Covered again');
  });

  it('writes the figures in Spanish for a Spanish-speaking member', async () => {
    renderMember(<BenefitSnapshot spdc={spdc} />, { language: 'es', routes: { [featuresCall]: featuresWith(), [patientsCall]: patientDetails, [selfCall]: patientDetail } });
    const card = within(await screen.findByRole('region', { name: 'Resumen de beneficios' }));
    expect(await card.findByRole('meter', { name: 'Máximo anual' })).toHaveAttribute('aria-valuetext', '$650.00 usado de $1,500.00, Restante: $850.00');
  });

  it('shows a loading spinner with a label, then the figures', async () => {
    renderMember(<BenefitSnapshot spdc={spdc} />, { routes: { [featuresCall]: featuresWith(), [patientsCall]: patientDetails, [selfCall]: patientDetail } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your benefit snapshot…');
    await (await snapshot()).findByRole('meter', { name: 'Annual maximum' });
    expect(screen.queryByText('Loading your benefit snapshot…')).not.toBeInTheDocument();
  });

  it('says so when the plan has no snapshot', async () => {
    const empty = { ...patientDetail, 'ACCUM-TABLE': [], 'FREQ-TABLE': [] };
    renderMember(<BenefitSnapshot spdc={spdc} />, { routes: { [featuresCall]: featuresWith(), [patientsCall]: patientDetails, [selfCall]: empty } });
    expect(await (await snapshot()).findByText('There is no benefit snapshot for this plan.')).toBeInTheDocument();
  });

  it('says the snapshot is unavailable on failure, and Try again loads it', async () => {
    let fail = true;
    renderMember(<BenefitSnapshot spdc={spdc} />, {
      routes: { [featuresCall]: featuresWith(), [patientsCall]: patientDetails, [selfCall]: () => (fail ? { httpStatus: 500 } : patientDetail) },
    });
    const card = await snapshot();
    expect(await card.findByRole('alert')).toHaveTextContent('Your benefit snapshot is unavailable right now. Please try again later.');
    fail = false;
    await userEvent.click(card.getByRole('button', { name: 'Try again' }));
    expect(await card.findByRole('meter', { name: 'Annual maximum' })).toBeInTheDocument();
    expect(card.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the §8 toast when the snapshot PDF fails', async () => {
    renderMember(<BenefitSnapshot spdc={spdc} />, {
      routes: { [featuresCall]: featuresWith(), [patientsCall]: patientDetails, [selfCall]: patientDetail, 'POST /api/alic/members/patientDetails/pdf/1': { httpStatus: 500 } },
    });
    await userEvent.click(await (await snapshot()).findByRole('button', { name: 'Download snapshot (PDF)' }));
    await waitFor(() => expect(screen.getByText('There was an error downloading your snapshot')).toBeInTheDocument());
  });

  it('is absent, without asking for the snapshot, when the patientDetails feature is off', async () => {
    const { client } = renderMember(<BenefitSnapshot spdc={spdc} />, {
      routes: { [featuresCall]: featuresWith({ memberDentalFeatures: { patientDetails: false } }), [patientsCall]: patientDetails, [selfCall]: patientDetail },
    });
    await waitFor(() => expect(client.calls).toContain(featuresCall));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Benefit snapshot' })).not.toBeInTheDocument());
    expect(client.calls).not.toContain(patientsCall);
  });
});
