import type { UserWorkspaceConfig } from 'vitest/config';
export function domProject(): UserWorkspaceConfig;
export function nodeProject(options?: { timeoutMs?: number }): UserWorkspaceConfig;
