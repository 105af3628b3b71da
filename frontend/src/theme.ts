import type { ThemeConfig } from 'antd';

/** Forkcast's look: fresh greens, soft corners, system fonts. */
export const BRAND_GREEN = '#15803d';

export const forkcastTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_GREEN,
    colorInfo: BRAND_GREEN,
    colorLink: BRAND_GREEN,
    borderRadius: 10,
    fontFamily: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: '#f7faf8', headerPadding: '0 24px', headerHeight: 64 },
    Menu: { horizontalItemSelectedColor: BRAND_GREEN, itemSelectedColor: BRAND_GREEN, itemSelectedBg: '#dcfce7' },
  },
};
