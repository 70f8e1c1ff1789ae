import type { UserWorkspaceConfig, ViteUserConfig } from 'vitest/config';
export function domProject(): ViteUserConfig;
export function nodeProject(options?: { timeoutMs?: number }): UserWorkspaceConfig;
