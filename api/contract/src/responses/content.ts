import {
  array,
  lazy,
  mixed,
  number,
  object,
  string,
  type ISchema,
  type ObjectSchema,
  type Schema,
} from 'yup';
import {
  CONTENT_VERSION_STATES,
  type BilingualText,
  type ContentChange,
  type ContentEditor,
  type ContentVersion,
  type HeadedGroupChange,
} from '@court/contract';

export const bilingualTextSchema: ObjectSchema<BilingualText> = object({
  en: string().defined(),
  es: string().defined(),
}).defined();

/**
 * A change of content made of headed groups, given the schema of one entry, and of the fields a
 * kind adds to each change (the section of the directions a route is in).
 */
export function headedGroupChangeSchema<Entry, Extra extends object = object>(
  entry: Schema<Entry>,
  extra: { [K in keyof Extra]: Schema<Extra[K]> } = {} as { [K in keyof Extra]: Schema<Extra[K]> },
): ISchema<HeadedGroupChange<Entry> & Extra> {
  const heading = object({
    name: string().defined(),
    about: mixed<'heading'>().oneOf(['heading']).defined(),
    group: number().defined(),
    before: bilingualTextSchema.nullable().defined(),
    after: bilingualTextSchema.nullable().defined(),
    ...extra,
  }).defined();
  const entryChange = object({
    name: string().defined(),
    about: mixed<'entry'>().oneOf(['entry']).defined(),
    group: number().defined(),
    entry: number().defined(),
    before: entry.nullable().defined(),
    after: entry.nullable().defined(),
    ...extra,
  }).defined();
  // yup cannot carry a type parameter through an object's fields (as in contentEditorSchema).
  return lazy((change: { about?: unknown }) =>
    change.about === 'heading' ? heading : entryChange,
  ) as ISchema<HeadedGroupChange<Entry> & Extra>;
}

/** A staff tool's view of one kind of content, given the schemas of its content and changes. */
export function contentEditorSchema<Content, Change extends ContentChange>(
  content: Schema<Content>,
  change: ISchema<Change>,
): ObjectSchema<ContentEditor<Content, Change>> {
  const version = object({
    number: number().defined(),
    publishedBy: string().defined(),
    createdAt: string().defined(),
    publishAt: string().defined(),
    state: string().oneOf(CONTENT_VERSION_STATES).defined(),
    cancelledBy: string().nullable().defined(),
    changes: array(change).defined(),
    content,
  }).defined() as ObjectSchema<ContentVersion<Content, Change>>;
  return object({
    draft: content,
    draftSavedBy: string().nullable().defined(),
    draftSavedAt: string().nullable().defined(),
    unpublishedChanges: array(change).defined(),
    published: content,
    versions: array(version).defined(),
  }).defined() as ObjectSchema<ContentEditor<Content, Change>>;
}
