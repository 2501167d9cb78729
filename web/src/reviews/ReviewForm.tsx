import { Button, Group, Input, Rating, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { REVIEW_LIMITS, reviewRequestSchema, type OwnReview, type ReviewRequest } from '@spielraum/schema';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '../app/use-mutation';
import { saveReview } from './reviews-api';

/**
 * Writing or changing the own review: stars (required, SPEC §5 "Bitte bewerte das Spiel"),
 * title and text, validated with the API's own contract so both show the same texts. Every
 * save goes back to the editorial team.
 */
export function ReviewForm({
  productId,
  gameTitle,
  own,
  onSaved,
  onCancel,
}: {
  productId: number;
  gameTitle: string;
  own: OwnReview | null;
  onSaved(review: OwnReview): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const ratingLabelId = useId();
  const ratingErrorId = useId();
  const form = useForm<ReviewRequest>({
    // 0 stars: none chosen yet, which the contract refuses with SPEC §5's text
    initialValues: { title: own?.title ?? '', rating: own?.rating ?? 0, text: own?.text ?? '' },
    validate: zod4Resolver(reviewRequestSchema),
  });
  const save = useMutation({
    mutate: (request: ReviewRequest) => saveReview(productId, reviewRequestSchema.parse(request)),
    onSuccess: (review) => onSaved(review),
    failureText: t('reviews.saveFailed'),
    fieldErrors: (fields) => {
      const known = (['title', 'rating', 'text'] as const).filter((key) => fields[key] !== undefined);
      for (const key of known) form.setFieldError(key, fields[key]);
      return known.length > 0;
    },
  });
  const ratingBox = useRef<HTMLDivElement>(null);
  // the button that opened the form is gone: the keyboard focus goes to the stars
  useEffect(() => {
    const stars = ratingBox.current;
    (stars?.querySelector<HTMLInputElement>('input:checked') ?? stars?.querySelector('input'))?.focus();
  }, []);
  const ratingError = form.errors.rating;
  const chooseRating = (value: number) => {
    form.setFieldValue('rating', value);
    form.clearFieldError('rating');
  };

  return (
    <form onSubmit={form.onSubmit((values) => void save.run(values))} noValidate aria-labelledby={headingId}>
      <Stack gap="sm" maw={640}>
        <Title order={3} size="h4" id={headingId}>
          {t('reviews.formTitle', { title: gameTitle })}
        </Title>
        <Input.Wrapper
          label={t('reviews.rating')}
          labelElement="div"
          labelProps={{ id: ratingLabelId }}
          required
          error={ratingError}
          errorProps={{ id: ratingErrorId }}
        >
          {/* Rating takes a star on click or Space only; arrow keys move through its radios
              and change them natively, which this listener keeps as the choice too */}
          <div
            ref={ratingBox}
            onChange={(event) => {
              const input = event.target as HTMLInputElement;
              if (input.type === 'radio') chooseRating(Number(input.value));
            }}
          >
            <Rating
              size="lg"
              mt={4}
              role="radiogroup"
              aria-labelledby={ratingLabelId}
              aria-describedby={ratingError ? ratingErrorId : undefined}
              aria-invalid={ratingError ? true : undefined}
              getSymbolLabel={(value) => t('reviews.ratingOption', { count: value })}
              value={form.values.rating}
              onChange={chooseRating}
            />
          </div>
        </Input.Wrapper>
        <TextInput
          label={t('reviews.title')}
          required
          maxLength={REVIEW_LIMITS.titleMaxLength}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t('reviews.text')}
          autosize
          minRows={4}
          maxRows={14}
          maxLength={REVIEW_LIMITS.textMaxLength}
          {...form.getInputProps('text')}
        />
        <Text size="xs" c="dimmed">
          {t('reviews.formNote')}
        </Text>
        <Group gap="xs">
          <Button type="submit" loading={save.busy}>
            {t('reviews.send')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={save.busy}>
            {t('reviews.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
