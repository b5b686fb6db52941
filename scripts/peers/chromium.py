"""Headless Chromium from Debian driven by Selenium and chromedriver: the one browser setup of the
browser checks (browser-check.py for the dashboard, flamegraph-check.py for flame graphs)."""
from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def driver(window="1280,1600"):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=" + window, "--allow-file-access-from-files"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def severe(browser):
    return [entry["message"] for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]
