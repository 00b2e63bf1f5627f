// Icons of the navigation (burger menu, restaurant header and front) on the 24 px grid of
// icons.tsx, kept here so that the home page's first file carries none of them.
import { lineIcon } from '../components/icons.tsx';

export const PhoneIcon = lineIcon(
  <path d="M5 4h3.5l1.7 4.3-2.2 1.4a11 11 0 0 0 6.3 6.3l1.4-2.2L20 15.5V19a1.5 1.5 0 0 1-1.6 1.5C10.6 20 4 13.4 3.5 5.6A1.5 1.5 0 0 1 5 4z" />,
);
export const ChevronRightIcon = lineIcon(<path d="M9 6l6 6-6 6" />);
