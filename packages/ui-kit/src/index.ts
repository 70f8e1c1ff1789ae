// Augments styled-components DefaultTheme with PortalTheme for every consumer.
import type {} from './styled.d.ts';
// Public face of @portal/ui-kit: the theme contract, partner themes and widgets.

// Theme
export type { PortalTheme, PortalThemeColors, PortalBreakpoint } from './theme/portal-theme.ts';
export { alicTheme } from './theme/alic-theme.ts';
export { rslTheme } from './theme/rsl-theme.ts';
export { standardTheme } from './theme/standard-theme.ts';
export { GlobalStyle } from './theme/GlobalStyle.tsx';
export { PortalThemeProvider, type PortalThemeProviderProps } from './theme/PortalThemeProvider.tsx';
export { upTo } from './theme/media.ts';
export { useMediaQuery, useIsMobileLayout, useIsMenuLayout } from './hooks/use-media-query.ts';
export { preloadable, type PreloadableComponent } from './lazy/preloadable.tsx';

// Widgets
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden.tsx';
export {
  Button,
  type ButtonProps,
  type ButtonAsButtonProps,
  type ButtonAsLinkProps,
  type ButtonVariant,
  type ButtonSize,
} from './components/Button/Button.tsx';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner.tsx';
export { TextInput, type TextInputProps, type TextInputType } from './components/TextInput/TextInput.tsx';
export { Select, type SelectProps, type SelectOption } from './components/Select/Select.tsx';
export { Textarea, type TextareaProps } from './components/Textarea/Textarea.tsx';
export { RadioGroup, type RadioGroupProps, type ChoiceOption } from './components/RadioGroup/RadioGroup.tsx';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox.tsx';
export { CheckboxGroup, type CheckboxGroupProps } from './components/CheckboxGroup/CheckboxGroup.tsx';
export { PhoneInput, type PhoneInputProps } from './components/PhoneInput/PhoneInput.tsx';
export { DateInput, type DateInputProps } from './components/DateInput/DateInput.tsx';
export { ZipInput, type ZipInputProps } from './components/ZipInput/ZipInput.tsx';
export { formatPhoneInput, formatDateInput, formatZipInput } from './components/MaskedInput/input-masks.ts';
export { Modal, type ModalProps, type ModalSize } from './components/Modal/Modal.tsx';
export { Alert, type AlertProps } from './components/Alert/Alert.tsx';
export { RetryAlert, type RetryAlertProps } from './components/RetryAlert/RetryAlert.tsx';
export { toNoticeType, type NoticeType } from './components/Alert/notice-type.ts';
export { ToastProvider, type ToastProviderProps } from './components/Toast/ToastProvider.tsx';
export { ToastRegion, type ToastRegionProps } from './components/Toast/ToastRegion.tsx';
export { useToasts } from './components/Toast/use-toasts.ts';
export type { Toast, ToastApi, ToastNotification } from './components/Toast/toast-context.ts';
export { Card, type CardProps } from './components/Card/Card.tsx';
export { UsageBar, type UsageBarProps } from './components/UsageBar/UsageBar.tsx';
export { Tile, type TileProps, type TileVariant } from './components/Tile/Tile.tsx';
export { Table, type TableProps, type TableColumn, type TableRow } from './components/Table/Table.tsx';
export { Tabs, type TabsProps, type TabItem } from './components/Tabs/Tabs.tsx';
export { Stack, type StackProps, type StackGap } from './components/Stack/Stack.tsx';
export { PageLayout, type PageLayoutProps } from './components/PageLayout/PageLayout.tsx';
export { FileUpload, type FileUploadProps } from './components/FileUpload/FileUpload.tsx';
export { newFileUploadItem, type FileUploadItem, type FileUploadStatus } from './components/FileUpload/file-upload-item.ts';
export type { FileUploadLabels } from './components/FileUpload/file-upload-labels.ts';
export { isAcceptedType, type FileRefusal, type FileRefusalReason, type FileUploadAccept } from './components/FileUpload/file-checks.ts';
export { formatFileSize } from './components/FileUpload/format-file-size.ts';
