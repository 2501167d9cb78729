import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  MODERATION_LIMITS,
  reportRequestSchema,
  successResponseSchema,
  type ReportRequest,
} from '@spielraum/schema';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../api/client';
import { useMutation } from '../app/use-mutation';
import { useReturnFocus } from '../app/use-return-focus';
// the dialog's texts load with it
import './report-texts';

/** `POST /api/reports/` ("Melden"): 409 with the API's German text when already reported. */
function reportItem(request: ReportRequest) {
  return apiRequest('POST', 'reports/', successResponseSchema, { json: request });
}

/**
 * "Melden" for a published review or comment of someone else: asks why, then hands it to the
 * editors' moderation queue (once per user: the API's 409 shows as a toast).
 */
export function ReportDialog({
  itemType,
  itemId,
  onClose,
}: {
  itemType: ReportRequest['item_type'];
  itemId: number;
  onClose(): void;
}) {
  const { t } = useTranslation();
  useReturnFocus(true);
  const form = useForm<ReportRequest>({
    initialValues: { item_type: itemType, item_id: itemId, reason: '' },
    validate: zod4Resolver(reportRequestSchema),
  });
  const send = useMutation({
    mutate: (request: ReportRequest) => reportItem(reportRequestSchema.parse(request)),
    successText: t('report.sent'),
    onSuccess: onClose,
    fieldErrors: (fields) => {
      if (fields.reason === undefined) return false;
      form.setFieldError('reason', fields.reason);
      return true;
    },
  });
  return (
    <Modal
      opened
      onClose={onClose}
      returnFocus={false}
      title={t('report.title')}
      closeButtonProps={{ 'aria-label': t('report.close') }}
    >
      <form onSubmit={form.onSubmit((values) => void send.run(values))} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('report.intro')}</Text>
          <Textarea
            label={t('report.reason')}
            required
            autosize
            minRows={3}
            maxLength={MODERATION_LIMITS.noteMaxLength}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group gap="xs" justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={send.busy}>
              {t('report.cancel')}
            </Button>
            <Button type="submit" loading={send.busy}>
              {t('report.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
