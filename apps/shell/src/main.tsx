import { boot } from "./boot/boot";
import "./styles.css";

void boot(window);
