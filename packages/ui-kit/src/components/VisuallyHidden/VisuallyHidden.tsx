import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { visuallyHiddenCss } from './visually-hidden-css.ts';

/** Text for screen readers only, e.g. a label for an icon-only control. */
export const VisuallyHidden = styled.span`
  ${visuallyHiddenCss}
`;

export type VisuallyHiddenProps = ComponentProps<typeof VisuallyHidden>;
