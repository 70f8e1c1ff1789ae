// "Download my data": the FHIR file first, then its PDF summary; each is saved
// as it arrives, and the step under way is what the progress bar shows.
import { downloadMemberDataBundle, downloadMemberDataSummary, saveFile, useApi } from '@portal/api-client';
import { useCallback, useRef, useState } from 'react';

export type MemberDataStep = 'idle' | 'bundle' | 'summary' | 'done' | 'failed';

export interface MemberDataDownload {
  step: MemberDataStep;
  /** 0–100: how far the two files are. */
  percent: number;
  start(): Promise<void>;
}

const percentOf: Record<MemberDataStep, number> = { idle: 0, bundle: 10, summary: 55, done: 100, failed: 0 };

export function useMemberDataDownload(save: typeof saveFile = saveFile): MemberDataDownload {
  const api = useApi();
  const [step, setStep] = useState<MemberDataStep>('idle');
  const running = useRef(false);
  const start = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      setStep('bundle');
      save(await downloadMemberDataBundle(api));
      setStep('summary');
      save(await downloadMemberDataSummary(api));
      setStep('done');
    } catch {
      setStep('failed');
    } finally {
      running.current = false;
    }
  }, [api, save]);
  return { step, percent: percentOf[step], start };
}
