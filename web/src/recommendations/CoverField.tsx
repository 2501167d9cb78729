import { Button, Group, Image, Input, Stack, Text, TextInput } from '@mantine/core';
import { MAGAZINE_LIMITS, magazineImageSources, type MagazineImage } from '@spielraum/schema';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '../app/use-mutation';
import { IMAGE_TYPES, imageFileProblem } from '../shared/image-upload';
import { uploadCuratorImage } from './recommendations-api';
import classes from './recommendations.module.css';

/**
 * The list's cover: a preview of the chosen one with its alt text, and an upload (file and alt
 * text) to `curator/images/`, checked for type and size here first so a 40 MB photo is not sent.
 */
export function CoverField({
  cover,
  error,
  onChange,
}: {
  cover: MagazineImage | null;
  error: string | null;
  onChange(cover: MagazineImage | null): void;
}) {
  const { t } = useTranslation();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const upload = useMutation({
    mutate: (input: { file: File; alt: string }) => uploadCuratorImage(input.file, input.alt),
    successText: t('recommendations.coverUploaded'),
    onSuccess: (answer) => {
      onChange(answer.data);
      setFile(null);
      setAlt('');
      if (fileInput.current) fileInput.current.value = '';
    },
    fieldErrors: (fields) => {
      const message = fields.file ?? fields.alt;
      if (message === undefined) return false;
      setFileError(message);
      return true;
    },
  });

  const choose = (chosen: File | null) => {
    setFile(chosen);
    const problem = chosen && imageFileProblem(chosen);
    if (problem === 'wrongType') setFileError(t('recommendations.coverWrongType'));
    else if (problem === 'tooLarge')
      setFileError(t('recommendations.coverTooLarge', { amount: MAGAZINE_LIMITS.imageMaxMegabytes }));
    else setFileError(null);
  };
  const submit = () => {
    if (file === null) {
      setFileError(t('messages.required'));
      return;
    }
    if (fileError === null) void upload.run({ file, alt });
  };
  const sources = cover ? magazineImageSources(cover) : null;

  return (
    <Input.Wrapper label={t('recommendations.cover')} labelElement="div" error={error}>
      <Stack gap="sm" mt={4}>
        {cover && sources ? (
          <Stack gap={4}>
            <Image
              src={sources.src}
              srcSet={sources.srcSet ?? undefined}
              sizes="340px"
              alt={cover.alt}
              className={classes.coverPreview}
            />
            <Text size="xs" c="dimmed">
              {cover.alt
                ? t('recommendations.coverAlt', { alt: cover.alt })
                : t('recommendations.coverNoAlt')}
            </Text>
            <Group>
              <Button size="xs" variant="subtle" color="red" onClick={() => onChange(null)}>
                {t('recommendations.coverRemove')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('recommendations.coverNone')}
          </Text>
        )}
        {/* no <form>: it sits inside the list's form, whose fields it must not submit */}
        <Input.Wrapper
          label={t('recommendations.coverFile')}
          description={t('recommendations.coverFileHint', { amount: MAGAZINE_LIMITS.imageMaxMegabytes })}
          error={fileError}
          id={fileId}
        >
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            aria-invalid={fileError !== null || undefined}
            onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
            style={{ display: 'block', marginTop: 4, maxWidth: '100%' }}
          />
        </Input.Wrapper>
        <TextInput
          label={t('recommendations.coverAltField')}
          description={t('recommendations.coverAltHint')}
          value={alt}
          maxLength={MAGAZINE_LIMITS.imageAltMaxLength}
          onChange={(event) => setAlt(event.currentTarget.value)}
        />
        <Group>
          <Button variant="default" onClick={submit} loading={upload.busy}>
            {cover ? t('recommendations.coverReplace') : t('recommendations.coverUpload')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
