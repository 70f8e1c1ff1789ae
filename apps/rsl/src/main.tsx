import { mountPortal } from '@portal/shell';
import { brand } from './brand/brand.ts';

mountPortal(brand, document.getElementById('root')!);
