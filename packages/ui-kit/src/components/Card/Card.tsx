import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../Spinner/Spinner.tsx';

export interface CardProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** Heading of the card; the card becomes a region named by it. */
  title?: ReactNode;
  /** Level of the title heading in the page outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /**
   * While set, the card is busy: a spinner overlay with this (translated)
   * label covers it (§2 tile loading overlay).
   */
  busyLabel?: string;
  children?: ReactNode;
}

const Box = styled.section`
  position: relative;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** A bordered surface for a tile or a group of content. */
export function Card({ title, headingLevel = 2, busyLabel, children, ...rest }: CardProps) {
  const titleId = useId();
  const busy = Boolean(busyLabel);
  return (
    <Box
      {...rest}
      as={title ? 'section' : 'div'}
      aria-labelledby={title ? titleId : rest['aria-labelledby']}
      aria-busy={busy || undefined}
    >
      {title ? (
        <Heading as={`h${headingLevel}`} id={titleId}>
          {title}
        </Heading>
      ) : null}
      {children}
      {busyLabel ? <Spinner label={busyLabel} overlay /> : null}
    </Box>
  );
}
