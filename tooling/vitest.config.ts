import { nodeProject } from './vitest/preset.js';
export default nodeProject();
