import { Button, TextInput, type TextInputProps } from '@mantine/core';
import { magazineSlug } from '@spielraum/schema';

/**
 * The address field of a post or a list: while it follows the title (a new or unpublished one),
 * the page writes `magazineSlug(title)` into it; typing here stops that, and the button next to
 * the field makes it follow the title again.
 */
export function SlugInput({
  followsTitle,
  onFollowsTitleChange,
  title,
  onSlugChange,
  fromTitleLabel,
  ...inputProps
}: Omit<TextInputProps, 'onChange' | 'rightSection' | 'rightSectionWidth'> & {
  followsTitle: boolean;
  onFollowsTitleChange(follows: boolean): void;
  title: string;
  onSlugChange(slug: string): void;
  fromTitleLabel: string;
}) {
  return (
    <TextInput
      {...inputProps}
      onChange={(event) => {
        onFollowsTitleChange(false);
        onSlugChange(event.currentTarget.value);
      }}
      rightSectionWidth="auto"
      rightSection={
        followsTitle ? null : (
          <Button
            size="compact-xs"
            variant="subtle"
            mr={4}
            onClick={() => {
              onFollowsTitleChange(true);
              onSlugChange(magazineSlug(title));
            }}
          >
            {fromTitleLabel}
          </Button>
        )
      }
    />
  );
}
