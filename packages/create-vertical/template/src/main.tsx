import "./styles.css";
import { mountVertical } from "@storefront/kit/standalone";
import vertical from "./vertical";

void mountVertical(vertical);
