import type { CustomField } from '@spielraum/schema';
import type { FieldDefinition } from './find-editable-field';
import type { FieldValue } from './find-field-value';

/** A field's definition and the user's value in the answer shape; a logo is given by its public address. */
export function toCustomField({
  definition,
  value,
  userUuid,
}: {
  definition: FieldDefinition;
  value: FieldValue | undefined;
  userUuid: string;
}): CustomField {
  return {
    field_hash: definition.fieldHash,
    label: definition.label,
    type: definition.type,
    required: definition.required,
    max_length: definition.maxLength,
    value: value?.value ?? null,
    file_url: value?.fileKey ? `/api/customfields/file/${userUuid}/${definition.fieldHash}` : null,
  };
}
