// Only the boot code loads up front (no React): the app follows, at once or —
// on a prerendered public page — at the first interaction.
import { bootPortal } from '@portal/shell/boot';

bootPortal({ partner: 'rsl', loadBrand: () => import('./brand/brand.ts').then((m) => m.brand) });
