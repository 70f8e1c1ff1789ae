import { domProject } from '@portal/tooling/vitest';

export default domProject();
