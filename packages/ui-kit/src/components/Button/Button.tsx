import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { SpinnerRing } from '../Spinner/SpinnerRing.tsx';
import { buttonCss, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './button-styles.ts';

export type { ButtonSize, ButtonVariant };

interface ButtonOwnProps {
  /** primary (filled brand), secondary (outlined), link (looks like a text link). Default primary. */
  variant?: ButtonVariant;
  /** Default md. */
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and blocks activation until the work is done. */
  loading?: boolean;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  children?: ReactNode;
}

/** A native <button>; `type` defaults to "button" so it never submits a form by accident. */
export type ButtonAsButtonProps = ButtonOwnProps &
  Omit<ComponentPropsWithRef<'button'>, keyof ButtonOwnProps> & { href?: undefined };

/** Given `href`, the button renders as an <a> that looks like a button. */
export type ButtonAsLinkProps = ButtonOwnProps & Omit<ComponentPropsWithRef<'a'>, keyof ButtonOwnProps> & { href: string };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

const NativeButton = styled.button<ButtonStyleProps>`
  ${buttonCss}
`;

const LinkButton = styled.a<ButtonStyleProps>`
  ${buttonCss}
`;

function styleProps({ variant = 'primary', size = 'md', fullWidth = false }: ButtonOwnProps): ButtonStyleProps {
  return { $variant: variant, $size: size, $fullWidth: fullWidth };
}

function Content({ loading, children }: { loading: boolean; children?: ReactNode }) {
  return (
    <>
      {loading ? <SpinnerRing $size="sm" /> : null}
      {children}
    </>
  );
}

/** The portal's button: one look per variant on every partner theme. */
export function Button(props: ButtonProps) {
  if (props.href !== undefined) {
    const { variant, size, fullWidth, loading = false, children, onClick, ...anchorProps } = props;
    const blockWhileLoading = (event: MouseEvent<HTMLAnchorElement>) => {
      if (loading) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
    };
    return (
      <LinkButton
        {...anchorProps}
        {...styleProps({ variant, size, fullWidth })}
        aria-busy={loading || undefined}
        aria-disabled={loading || anchorProps['aria-disabled'] || undefined}
        onClick={blockWhileLoading}
      >
        <Content loading={loading}>{children}</Content>
      </LinkButton>
    );
  }

  const { variant, size, fullWidth, loading = false, children, type = 'button', disabled, ...buttonProps } = props;
  return (
    <NativeButton
      {...buttonProps}
      {...styleProps({ variant, size, fullWidth })}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      <Content loading={loading}>{children}</Content>
    </NativeButton>
  );
}
