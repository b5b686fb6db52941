#!/usr/bin/env python3
"""Opens a dashboard scenario page in headless Chromium, clicks its "Latest profiles" link whose text
starts with LINK_TEXT, and reports what opened.

Usage: profile-link-check.py SITE PAGE LINK_TEXT PAGE_SCREENSHOT GRAPH_SCREENSHOT
Prints one JSON line: the links under "Latest profiles" (text and href), the address after the click,
whether the opened document is an SVG flame graph that finished its script (data-ready), how many
frames it draws, its title, and the console errors of both documents. The caller asserts.
"""
import json, os, sys
from selenium.webdriver.common.by import By
from chromium import driver, severe


def main(site, page, text, page_shot, graph_shot):
    browser = driver("1280,900")
    try:
        browser.get("file://" + os.path.join(os.path.abspath(site), page))
        links = browser.find_elements(By.CSS_SELECTOR, "#latest-profiles a")
        result = {"links": [[a.text, a.get_attribute("href")] for a in links]}
        browser.save_screenshot(page_shot)
        errors = severe(browser)
        target = [a for a in links if a.text.startswith(text)][0]
        target.click()
        result["address"] = browser.current_url
        result["root"] = browser.execute_script("return document.documentElement.localName")
        result["ready"] = browser.execute_script("return document.documentElement.getAttribute('data-ready')")
        result["frames"] = len(browser.find_elements(By.CSS_SELECTOR, "g.frame rect"))
        result["title"] = browser.execute_script(
            "var t = document.querySelector('#title, title'); return t ? t.textContent : null")
        browser.save_screenshot(graph_shot)
        result["errors"] = errors + severe(browser)
        print(json.dumps(result))
    finally:
        browser.quit()


if __name__ == "__main__":
    main(*sys.argv[1:6])
