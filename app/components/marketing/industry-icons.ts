import {
  Building2Icon,
  CpuIcon,
  FactoryIcon,
  GraduationCapIcon,
  LandmarkIcon,
  LayersIcon,
  type LucideIcon,
  ScaleIcon,
  StethoscopeIcon,
} from "lucide-react";
import type { MARKETING_INDUSTRIES } from "../../../common/industries";

/** One icon per industry of SPEC §2, for the home and services pages. */
export const INDUSTRY_ICONS: Record<(typeof MARKETING_INDUSTRIES)[number], LucideIcon> = {
  Technology: CpuIcon,
  Finance: LandmarkIcon,
  Healthcare: StethoscopeIcon,
  Manufacturing: FactoryIcon,
  "Real Estate": Building2Icon,
  Education: GraduationCapIcon,
  Legal: ScaleIcon,
  "And More": LayersIcon,
};
