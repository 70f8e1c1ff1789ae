// @portal/shell/boot: the tiny entry every site runs first (no React in it).
export { bootPortal, type BootOptions } from './boot-portal.ts';
