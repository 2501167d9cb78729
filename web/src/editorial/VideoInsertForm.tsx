import { Button, Group, Stack, TextInput } from '@mantine/core';
import { parseVideoUrl, VIDEO_TITLE_MAX_LENGTH, type MagazineVideoAttrs } from '@spielraum/schema';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Video einfügen": the address of a YouTube or Vimeo video and an optional title. Only the
 * provider and the video id (`parseVideoUrl`) go into the text; any other address is refused
 * here with a German message, before it could reach the API (which refuses it too).
 */
export function VideoInsertForm({
  onInsert,
  onCancel,
}: {
  onInsert(video: MagazineVideoAttrs): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const video = parseVideoUrl(url);
    if (video === null) {
      setError(t('editorial.videoUrlInvalid'));
      return;
    }
    const trimmed = title.trim();
    onInsert(trimmed === '' ? video : { ...video, title: trimmed });
  };

  // Enter inserts, as a form would
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };

  return (
    // no <form>: it sits inside the post editor, whose fields it must not submit
    <Stack gap="sm">
      <TextInput
        label={t('editorial.videoUrl')}
        description={t('editorial.videoUrlHint')}
        required
        data-autofocus
        inputMode="url"
        autoComplete="off"
        value={url}
        error={error}
        onKeyDown={onEnter}
        onChange={(event) => {
          setUrl(event.currentTarget.value);
          setError(null);
        }}
      />
      <TextInput
        label={t('editorial.videoTitle')}
        description={t('editorial.videoTitleHint')}
        maxLength={VIDEO_TITLE_MAX_LENGTH}
        value={title}
        onKeyDown={onEnter}
        onChange={(event) => setTitle(event.currentTarget.value)}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel}>
          {t('editorial.cancel')}
        </Button>
        <Button onClick={submit}>{t('editorial.insertVideoSubmit')}</Button>
      </Group>
    </Stack>
  );
}
