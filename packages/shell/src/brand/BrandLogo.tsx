// The partner's logo with its size in the markup (width and height
// attributes), so the browser reserves its box before the image arrives and
// nothing moves when it does (CLS). Drawn at the theme's logo height.
import type { ComponentType, ImgHTMLAttributes } from 'react';
import { useTheme } from 'styled-components';
import { useBrand } from './BrandContext.tsx';

/** When a brand does not give its logo's size: the proportions of the portal's logos (about 3.4 : 1). */
const defaultLogoSize = { width: 220, height: 65 };

export function BrandLogo({ as: Img = 'img', ...props }: { as?: ComponentType<ImgHTMLAttributes<HTMLImageElement>> | 'img' } & ImgHTMLAttributes<HTMLImageElement>) {
  const brand = useBrand();
  const height = useTheme().logo.height;
  const size = brand.logoSize ?? defaultLogoSize;
  const width = Math.round((size.width * height) / size.height);
  return <Img src={brand.logoUrl} alt={brand.displayName} width={width} height={height} {...props} />;
}
