import type { ComponentPropsWithRef, CSSProperties, ElementType } from 'react';
import styled from 'styled-components';
import type { PortalTheme } from '../../theme/portal-theme.ts';

export type StackGap = keyof PortalTheme['space'];

export interface StackProps extends ComponentPropsWithRef<'div'> {
  /** Space between children, from the theme scale. Default md. */
  gap?: StackGap;
  /** Default column. */
  direction?: 'column' | 'row';
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
  /** Element to render, e.g. 'ul' for a list of tiles. Default div. */
  as?: ElementType;
}

const Flex = styled.div<{
  $gap: StackGap;
  $direction: 'column' | 'row';
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => $align ?? 'stretch'};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Lays children out in a row or column with theme spacing between them. */
export function Stack({ gap = 'md', direction = 'column', align, justify, wrap = false, as, ...rest }: StackProps) {
  return (
    <Flex {...rest} as={as} $gap={gap} $direction={direction} $align={align} $justify={justify} $wrap={wrap} />
  );
}
