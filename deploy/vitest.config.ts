import { nodeProject } from '@portal/tooling/vitest';

export default nodeProject();
