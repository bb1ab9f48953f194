import type { FieldKind } from '@qc/domain/resources/fields';
import {
  BooleanFilter,
  DateRangeFilter,
  EnumFilter,
  RangeFilter,
  ReferenceFilter,
} from './filters.tsx';
import {
  BooleanInput,
  EnumInput,
  MoneyInput,
  MultiEnumInput,
  NumberInput,
  PhoneFieldInput,
  TextInput,
  TimeInput,
} from './inputs/BasicInputs.tsx';
import { FileInput } from './inputs/FileInput.tsx';
import { DateInput, DateTimeInput, ReferenceInput } from './inputs/KindInputs.tsx';
import { QuranPositionInput, QuranRangeInput } from './inputs/QuranInputs.tsx';
import { RichTextInput } from './inputs/RichTextInput.tsx';
import type { KindRegistry, KindWidgets } from './kind-types.ts';
import {
  BooleanCell,
  BooleanDisplay,
  DateCell,
  DateDisplay,
  EmailDisplay,
  EnumCell,
  EnumDisplay,
  FileCell,
  FileList,
  ImageCell,
  ImageList,
  LongTextDisplay,
  PhoneDisplay,
  QuranDisplay,
  ReferenceCell,
  ReferenceDisplay,
  RichTextDisplay,
  TextCell,
  TextDisplay,
  TextValue,
} from './values.tsx';

/**
 * The web half of the kind registry: for each field kind, how its value shows in a list cell
 * and on a record's page, how it is typed in the form, and how the list is filtered by it. The
 * domain half (`KINDS` in the domain: validation, sorting, search, export) decides which kinds
 * filter; this one follows it (a test checks they agree). A new kind is one entry here.
 */
export const KIND_WIDGETS: KindRegistry = {
  text: { cell: TextCell, display: TextDisplay, input: TextInput, filter: null },
  longText: { cell: TextCell, display: LongTextDisplay, input: TextInput, filter: null },
  number: { cell: TextCell, display: TextValue, input: NumberInput, filter: RangeFilter },
  money: { cell: TextCell, display: TextValue, input: MoneyInput, filter: RangeFilter },
  date: { cell: DateCell, display: DateDisplay, input: DateInput, filter: DateRangeFilter },
  dateTime: {
    cell: DateCell,
    display: DateDisplay,
    input: DateTimeInput,
    filter: DateRangeFilter,
  },
  time: { cell: TextCell, display: TextValue, input: TimeInput, filter: null },
  enum: { cell: EnumCell, display: EnumDisplay, input: EnumInput, filter: EnumFilter },
  multiEnum: { cell: EnumCell, display: EnumDisplay, input: MultiEnumInput, filter: EnumFilter },
  boolean: {
    cell: BooleanCell,
    display: BooleanDisplay,
    input: BooleanInput,
    filter: BooleanFilter,
  },
  phone: { cell: TextCell, display: PhoneDisplay, input: PhoneFieldInput, filter: null },
  email: { cell: TextCell, display: EmailDisplay, input: TextInput, filter: null },
  reference: {
    cell: ReferenceCell,
    display: ReferenceDisplay,
    input: ReferenceInput,
    filter: ReferenceFilter,
  },
  multiReference: {
    cell: ReferenceCell,
    display: ReferenceDisplay,
    input: ReferenceInput,
    filter: ReferenceFilter,
  },
  file: { cell: FileCell, display: FileList, input: FileInput, filter: null },
  image: { cell: ImageCell, display: ImageList, input: FileInput, filter: null },
  quranPosition: {
    cell: TextCell,
    display: QuranDisplay,
    input: QuranPositionInput,
    filter: null,
  },
  quranRange: { cell: TextCell, display: QuranDisplay, input: QuranRangeInput, filter: null },
  richText: { cell: TextCell, display: RichTextDisplay, input: RichTextInput, filter: null },
};

/** The widgets of a kind. */
export function widgetsOf(kind: FieldKind): KindWidgets {
  return KIND_WIDGETS[kind];
}
