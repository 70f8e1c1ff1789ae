// Access management: the audit trail of a date range as a CSV file for
// compliance. The range is checked here (real days, ≤ 366) before the
// server is asked; the file is saved under the server's name.
import { Alert, Button, Card, Stack } from '@portal/ui-kit';
import { FocusFirstInvalid, FormDateInput } from '@portal/ui-kit/formik';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditExport } from '../../api/export-audit-events.ts';
import { createAuditExportSchema, emptyAuditExport, usDateToIso, type AuditExportValues } from '../audit-export-schema.ts';

const fieldOrder = ['from', 'to'] as const;

export function AuditExportForm() {
  const { t } = useTranslation('accessLog');
  const schema = useMemo(() => createAuditExportSchema(t), [t]);
  const exporter = useAuditExport();
  const [outcome, setOutcome] = useState<'done' | 'failed' | null>(null);

  const onSubmit = async ({ from, to }: AuditExportValues) => {
    setOutcome(null);
    let failed = false;
    await exporter.start({ from: usDateToIso(from)!, to: usDateToIso(to)! }, () => {
      failed = true;
    });
    setOutcome(failed ? 'failed' : 'done');
  };

  return (
    <Card title={t('management.export.title')}>
      <Formik initialValues={emptyAuditExport} validationSchema={schema} onSubmit={onSubmit}>
        <Form noValidate>
          <FocusFirstInvalid fieldOrder={fieldOrder} />
          <Stack gap="md" align="flex-start">
            <p>{t('management.export.help')}</p>
            <FormDateInput name="from" label={t('management.export.from')} required />
            <FormDateInput name="to" label={t('management.export.to')} required />
            <Button type="submit" loading={exporter.busy}>
              {t('management.export.submit')}
            </Button>
            <div role="status">
              {outcome === 'done' ? <Alert type="success">{t('management.export.done')}</Alert> : null}
              {outcome === 'failed' ? <Alert type="error">{t('management.export.failed')}</Alert> : null}
            </div>
          </Stack>
        </Form>
      </Formik>
    </Card>
  );
}
