// Every styled component's `theme` is the portal theme contract.
import 'styled-components';
import type { PortalTheme } from './theme/portal-theme.ts';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  export interface DefaultTheme extends PortalTheme {}
}
