import { Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { MAGAZINE_LIMITS, type MagazineImage } from '@spielraum/schema';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '../app/use-mutation';
import { IMAGE_TYPES, imageFileProblem } from '../shared/image-upload';
import { uploadMagazineImage } from './editorial-api';

export interface UploadedImage {
  image: MagazineImage;
  alt: string;
  caption: string;
}

/**
 * Choose an image (PNG, JPEG, WebP or GIF up to MAGAZINE_LIMITS.imageMaxMegabytes), give its alt
 * text (and for body images a caption) and upload it; the API's German message shows when it
 * refuses the file. Type and size are checked here first, so a 40 MB photo is not sent at all.
 */
export function ImageUploadForm({
  withCaption,
  submitLabel,
  onUploaded,
  onCancel,
}: {
  withCaption: boolean;
  submitLabel: string;
  onUploaded(upload: UploadedImage): void;
  onCancel?(): void;
}) {
  const { t } = useTranslation();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const [caption, setCaption] = useState('');
  const upload = useMutation({
    mutate: (input: { file: File; alt: string }) => uploadMagazineImage(input.file, input.alt),
    successText: t('editorial.imageUploaded'),
    onSuccess: (answer) => {
      onUploaded({ image: answer.data, alt: alt.trim(), caption: caption.trim() });
      setFile(null);
      setAlt('');
      setCaption('');
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
    if (problem === 'wrongType') setFileError(t('editorial.imageWrongType'));
    else if (problem === 'tooLarge')
      setFileError(t('editorial.imageTooLarge', { amount: MAGAZINE_LIMITS.imageMaxMegabytes }));
    else setFileError(null);
  };

  const submit = () => {
    if (file === null) {
      setFileError(t('messages.required'));
      return;
    }
    if (fileError !== null) return;
    void upload.run({ file, alt });
  };

  return (
    // no <form>: it sits inside the post editor, whose fields it must not submit
    <Stack gap="sm">
      <Input.Wrapper
        label={t('editorial.imageFile')}
        description={t('editorial.imageFileHint', { amount: MAGAZINE_LIMITS.imageMaxMegabytes })}
        error={fileError}
        id={fileId}
        required
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
        label={t('editorial.imageAlt')}
        description={t('editorial.imageAltHint')}
        value={alt}
        maxLength={MAGAZINE_LIMITS.imageAltMaxLength}
        onChange={(event) => setAlt(event.currentTarget.value)}
      />
      {withCaption && (
        <TextInput
          label={t('editorial.imageCaption')}
          value={caption}
          maxLength={500}
          onChange={(event) => setCaption(event.currentTarget.value)}
        />
      )}
      <Group justify="flex-end" gap="xs">
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t('editorial.cancel')}
          </Button>
        )}
        <Button onClick={submit} loading={upload.busy}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
