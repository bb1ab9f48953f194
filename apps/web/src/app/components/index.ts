/**
 * The shell's shared widgets. Import from here or from the file itself; both keep the phone
 * input's libphonenumber data out of screens that do not use it (the build drops unused
 * exports).
 */
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export { DateText, type DateTextProps } from './DateText.tsx';
export { EmptyState, type EmptyStateProps } from './EmptyState.tsx';
export { ErrorState, type ErrorStateProps } from './ErrorState.tsx';
export { Forbidden } from './Forbidden.tsx';
export { NotAvailableYet, type NotAvailableYetProps } from './NotAvailableYet.tsx';
export { PageHeader, type PageHeaderProps } from './PageHeader.tsx';
export { ListPager, type ListPagerProps } from './ListPager.tsx';
export { PageLoader } from './PageLoader.tsx';
export {
  PhoneCountryProvider,
  PhoneInput,
  useDefaultPhoneCountry,
  type PhoneInputProps,
  type PhoneMode,
  type PhoneValue,
} from './phone/PhoneInput.tsx';
