// The frame of every registration screen: a heading that takes focus on
// arrival (screen readers start there), the step indicator when the screen is
// one of the five steps, an introduction and the screen's content.
import { Stack } from '@portal/ui-kit';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { StepIndicator } from '../StepIndicator/StepIndicator.tsx';

const Narrow = styled.div`
  width: 100%;
  max-width: 40rem;
  margin: 0 auto;
`;

const Heading = styled.h1`
  margin: 0;

  &:focus {
    outline: none;
  }
`;

export interface StepPageProps {
  heading: string;
  /** 1 to 5 for the registration steps; omitted on the other screens. */
  step?: number;
  intro?: ReactNode;
  children?: ReactNode;
}

export function StepPage({ heading, step, intro, children }: StepPageProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A layout effect, so the heading holds focus by the time the screen is
  // painted (and by the time a test or a screen reader first sees it).
  useLayoutEffect(() => {
    headingRef.current?.focus();
  }, [heading]);
  return (
    <Narrow>
      <Stack gap="lg">
        {step === undefined ? null : <StepIndicator current={step} />}
        <Heading ref={headingRef} tabIndex={-1}>
          {heading}
        </Heading>
        {intro === undefined ? null : <p>{intro}</p>}
        {children}
      </Stack>
    </Narrow>
  );
}
