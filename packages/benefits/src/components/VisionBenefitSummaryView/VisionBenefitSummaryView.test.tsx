import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visionSummary } from '../../test/domain-samples.ts';
import { renderBenefits } from '../../test/render-benefits.tsx';
import { VisionBenefitSummaryView } from './VisionBenefitSummaryView.tsx';

describe('VisionBenefitSummaryView (§1, §9)', () => {
  it('shows each allowance, how often it is covered and when next', () => {
    renderBenefits(<VisionBenefitSummaryView summary={visionSummary} />, { routes: {} });
    const frames = screen.getByRole('row', { name: /frames/i });
    for (const text of ['None', 'Up to $150.00', 'Up to $70.00', 'Once every 24 months', 'Available now']) {
      expect(within(frames).getByText(text)).toBeInTheDocument();
    }
    const exam = screen.getByRole('row', { name: /eye exam/i });
    expect(within(exam).getByText('Covered in full')).toBeInTheDocument();
  });

  it("gives the exam allowance for the member's state (§9)", () => {
    renderBenefits(<VisionBenefitSummaryView summary={visionSummary} />, { routes: {} });
    expect(screen.getByText('Exam allowance out of network in CA: $50.00')).toBeInTheDocument();
    expect(screen.getByText('Benefit year 01/01/2026 to 12/31/2026')).toBeInTheDocument();
  });
});
